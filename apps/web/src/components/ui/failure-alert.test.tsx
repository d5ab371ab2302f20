import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FailureAlert } from "./failure-alert";

function Form({ failure }: { failure: string | null }) {
  const [typed, setTyped] = useState("");
  return (
    <form>
      {failure && <FailureAlert title="Échec">{failure}</FailureAlert>}
      <input aria-label="E-mail" value={typed} onChange={(event) => setTyped(event.target.value)} />
    </form>
  );
}

describe("FailureAlert", () => {
  it("takes focus when a failure appears, and again for the next one", () => {
    const { rerender } = render(<Form failure={null} />);
    screen.getByLabelText("E-mail").focus();

    rerender(<Form failure="Le serveur ne répond pas." />);
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Le serveur ne répond pas.");

    // A form clears its failure when it sends again; the next failure is announced anew.
    screen.getByLabelText("E-mail").focus();
    rerender(<Form failure={null} />);
    rerender(<Form failure="Trop de tentatives." />);
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("leaves focus where it is while the shopper types", async () => {
    render(<Form failure="Le serveur ne répond pas." />);
    const input = screen.getByLabelText("E-mail");
    await userEvent.type(input, "ana@");
    expect(input).toHaveValue("ana@");
    expect(input).toHaveFocus();
  });
});
