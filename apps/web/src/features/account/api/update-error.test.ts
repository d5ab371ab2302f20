import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import { createAccountTestI18n } from "../../../test/account-i18n";
import { rethrowUpdateError, UpdateError } from "./update-error";

vi.mock("../../../i18n/i18n", () => ({ i18n: createAccountTestI18n() }));

describe("rethrowUpdateError (spec §8)", () => {
  it("rethrows the server's error with its translated message", () => {
    const error = new ApiError(400, "unknown_country", "Pays inconnu");
    expect(() => rethrowUpdateError(error)).toThrow(error);
  });

  it("falls back to 'Erreur lors de la mise à jour' without a server message", () => {
    const failure = new TypeError("Failed to fetch");
    let thrown: unknown;
    try {
      rethrowUpdateError(failure);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UpdateError);
    expect((thrown as UpdateError).message).toBe("Erreur lors de la mise à jour");
    expect((thrown as UpdateError).cause).toBe(failure);
  });

  it("falls back when the server's error has no message", () => {
    expect(() => rethrowUpdateError(new ApiError(502, "internal", ""))).toThrow(
      "Erreur lors de la mise à jour",
    );
  });
});
