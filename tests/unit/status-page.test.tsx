import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { StatusPage } from "#app/components/status-page.tsx";

function render(status: number, message?: string) {
  const router = createMemoryRouter([{ path: "/", element: <StatusPage status={status} message={message} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("StatusPage", () => {
  it("404: the spec's text and a link to the main page", () => {
    const html = render(404);
    expect(html).toContain("Página não encontrada");
    expect(html).toContain('href="/"');
  });

  it("500: a Portuguese message and never a stack", () => {
    const html = render(500);
    expect(html).toContain("Algo deu errado");
    expect(html).toContain("Ocorreu um erro inesperado no servidor.");
    expect(html).not.toMatch(/at \w+ \(|Error:/);
  });

  it("other statuses show the server's message", () => {
    expect(render(403, "Sem acesso a este fornecedor.")).toContain("Sem acesso a este fornecedor.");
  });
});
