import { z } from "zod";
import { dismissToasts, expect, login, test } from "./support/fixtures";
import { SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// Pictures of the sourcing detail's files and comments panels at 1440, 1280 and 375 px (test-results/screenshots).
for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: files and comments panels${suffix}`, async ({ page, request }) => {
      const token = await apiToken(request, "comentarios@e2e.local");
      const headers = { Authorization: `Bearer ${token}` };
      const created = await request.post("/api/sourcings/post/", {
        headers,
        data: { descricao: `Painéis ${width} px`, id_categoria: 1, id_responsavel: 1 },
      });
      const id = z.object({ id: z.number() }).parse(await created.json()).id;
      for (const name of ["proposta-comercial-fornecedor-ningbo-2026.pdf", "fotos.zip"]) {
        await request.post("/files/sourcings/upload/", {
          headers,
          multipart: {
            sourcing_id: String(id),
            file_action: "create",
            file: { name, mimeType: "application/pdf", buffer: Buffer.alloc(4096, "a") },
          },
        });
      }
      await request.post("/files/comments_sourcings/post/", {
        headers,
        multipart: {
          id_sourcing: String(id),
          comentario:
            "**Amostras aprovadas** pelo cliente\n\n- cor azul\n- embalagem individual\n\nVer [catálogo](https://example.com/catalogo).",
          arquivos: { name: "especificacao-tecnica-v2.pdf", mimeType: "application/pdf", buffer: Buffer.from("pdf") },
        },
      });

      await login(page, "comentarios@e2e.local");
      await dismissToasts(page);
      await page.goto(`/sourcings/${id}`);
      await expect(page.getByRole("region", { name: "Comentários" }).getByRole("article")).toHaveCount(1);
      await page.getByRole("region", { name: "Comentários" }).getByLabel("Novo comentário").fill("Rascunho de resposta");
      await picture(page, `sourcing-panels${suffix}`);
    });
  });
}
