import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "../../app/components/toaster";
import { errorToast, successToast } from "../../app/lib/shell/toast";

describe("ToastProvider", () => {
  it("renders the server's toasts in the first HTML (they show without JavaScript)", async () => {
    // As the server renders a page: whole, the toasts (whose code hydrates later, ADR 0069) included.
    const { prelude } = await prerender(
      <ToastProvider serverToasts={[successToast("Login realizado com sucesso"), errorToast("Erro ao carregar filtros")]}>
        <main />
      </ToastProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain("Login realizado com sucesso");
    expect(html).toContain("Erro ao carregar filtros");
    expect(html).toContain('data-variant="destructive"');
    expect(html).toContain('role="alert"');
  });
});
