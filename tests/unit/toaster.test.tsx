import { MemoryRouter } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "#app/components/toaster.tsx";
import { errorToast, successToast } from "#app/lib/shell/toast.ts";

describe("ToastProvider", () => {
  it("renders the server's toasts in the first HTML (they show without JavaScript)", () => {
    const html = renderToStaticMarkup(
      // The toasts belong to the page they were made for: the provider reads the page's location.
      <MemoryRouter initialEntries={["/suppliers"]}>
        <ToastProvider serverToasts={[successToast("Login realizado com sucesso"), errorToast("Erro ao carregar filtros")]}>
          <main />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(html).toContain("Login realizado com sucesso");
    expect(html).toContain("Erro ao carregar filtros");
    expect(html).toContain('data-variant="destructive"');
    expect(html).toContain('role="alert"');
  });
});
