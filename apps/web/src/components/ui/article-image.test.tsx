import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleImage } from "./article-image";

describe("ArticleImage", () => {
  it("frames a photo in white, as it was shot, and names it", () => {
    render(<ArticleImage src="/billy.svg" alt="BILLY" />);
    expect(screen.getByRole("img", { name: "BILLY" })).toHaveAttribute("src", "/billy.svg");
    expect(screen.getByTestId("article-image")).toHaveClass("bg-white");
  });

  it("shows a placeholder on the page's muted surface (dark in dark mode), never white", () => {
    render(<ArticleImage src={null} alt="BILLY" />);
    const frame = screen.getByTestId("article-image");
    expect(frame).not.toHaveClass("bg-white");
    expect(frame).toHaveClass("bg-[var(--surface-muted)]");
    expect(screen.queryByRole("img")).toBeNull();
  });
});
