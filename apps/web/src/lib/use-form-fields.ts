import { type ChangeEvent, type RefObject, useState } from "react";

type Found<Field extends string, Problem extends string> = Partial<Record<Field, Problem>>;

/**
 * The values of a form's text fields and what is wrong with them. A problem is a translation key;
 * `describe` turns it into the field's error.
 */
export function useFormFields<Field extends string, Problem extends string>(
  initial: Record<Field, string>,
  describe: (problem: Problem) => string,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Found<Field, Problem>>({});

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fieldError = (field: Field): string | undefined => {
    const problem = problems[field];
    return problem ? describe(problem) : undefined;
  };

  /**
   * Shows the problems `found` (listed in form order) and focuses the first wrong field; whether
   * the form may be sent.
   */
  const check = <Checked extends Field>(
    found: Found<Checked, Problem>,
    refs: Record<Checked, RefObject<HTMLElement | null>>,
  ): boolean => {
    // Sound (Checked is a subset of Field), but TypeScript cannot see it through Partial.
    setProblems(found as Found<Field, Problem>);
    const [first] = Object.keys(found) as Checked[];
    if (first === undefined) return true;
    refs[first].current?.focus();
    return false;
  };

  return { values, problems, set, fieldError, check };
}
