import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldFrame } from "./field-frame";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

describe("FieldFrame", () => {
  it("ties the label, the hint and the error to the control", () => {
    render(
      <FieldFrame label="Message" hint="12 / 500" error="Trop court">
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    const control = screen.getByLabelText("Message");
    expect(control).toHaveAttribute("aria-invalid", "true");
    expect(control).toHaveAccessibleDescription("12 / 500 Trop court");
  });

  it("leaves a control without hint or error undescribed and valid", () => {
    render(<TextField label="Nom" />);
    const input = screen.getByLabelText("Nom");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("keeps the id it is given", () => {
    render(
      <SelectField id="country" label="Pays" error="Obligatoire">
        <option>BE</option>
      </SelectField>,
    );
    const select = screen.getByLabelText("Pays");
    expect(select).toHaveAttribute("id", "country");
    expect(select).toHaveAttribute("aria-describedby", "country-error");
    expect(select).toHaveAccessibleDescription("Obligatoire");
  });
});
