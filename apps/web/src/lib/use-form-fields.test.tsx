import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { useFormFields } from "./use-form-fields";

function Form() {
  const { values, set, fieldError, check } = useFormFields<"a" | "b", string>(
    { a: "", b: "" },
    (problem) => `!${problem}`,
  );
  const [sent, setSent] = useState(false);
  const refs = { a: useRef<HTMLInputElement>(null), b: useRef<HTMLInputElement>(null) };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<"a" | "b", string>> = {};
    if (!values.a) found.a = "a";
    if (!values.b) found.b = "b";
    setSent(check(found, refs));
  };
  return (
    <form noValidate onSubmit={submit}>
      {(["a", "b"] as const).map((field) => (
        <label key={field}>
          {field}
          <input ref={refs[field]} value={values[field]} onChange={set(field)} />
          <span>{fieldError(field)}</span>
        </label>
      ))}
      <button type="submit">send</button>
      {sent && <p>sent</p>}
    </form>
  );
}

describe("useFormFields", () => {
  it("shows every problem and focuses the first wrong field", async () => {
    const events = userEvent.setup();
    render(<Form />);
    await events.type(screen.getByLabelText("b"), "x");
    await events.click(screen.getByRole("button", { name: "send" }));
    expect(screen.getByText("!a")).toBeInTheDocument();
    expect(screen.queryByText("!b")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^a/)).toHaveFocus();
    expect(screen.queryByText("sent")).not.toBeInTheDocument();
  });

  it("lets the form be sent once nothing is wrong", async () => {
    const events = userEvent.setup();
    render(<Form />);
    await events.click(screen.getByRole("button", { name: "send" }));
    await events.type(screen.getByLabelText(/^a/), "x");
    await events.type(screen.getByLabelText(/^b/), "y");
    await events.click(screen.getByRole("button", { name: "send" }));
    expect(screen.getByText("sent")).toBeInTheDocument();
    expect(screen.queryByText("!a")).not.toBeInTheDocument();
  });
});
