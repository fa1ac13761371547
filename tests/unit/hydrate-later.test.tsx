import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { hydrateLater } from "../../app/components/hydrate-later";
import { holdInteractiveMark, whenPartsHydrated } from "../../app/lib/shell/hydration";

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe("hydrateLater", () => {
  it("is rendered by the server with the rest of the page (it waits for the part's code)", async () => {
    const Later = hydrateLater(() => Promise.resolve(Greeting));
    const { prelude } = await prerender(
      <main>
        <Later name="Ana" />
      </main>,
    );
    expect(await new Response(prelude).text()).toContain("Olá, <!-- -->Ana");
  });

  it("shows what stands in for it while its code is on its way", () => {
    const Later = hydrateLater(() => new Promise<typeof Greeting>(() => undefined));
    const html = renderToStaticMarkup(<Later name="Ana" whileLoading={<p>a tabela</p>} />);
    expect(html).toContain("a tabela");
    expect(html).not.toContain("Olá");
  });
});

describe("the page's interactive mark", () => {
  it("is set at once when no part is on its way", () => {
    let marked = false;
    whenPartsHydrated(() => {
      marked = true;
    });
    expect(marked).toBe(true);
  });

  it("waits for every part rendered with the page, each let go once", () => {
    const first = holdInteractiveMark();
    const second = holdInteractiveMark();
    let marked = false;
    whenPartsHydrated(() => {
      marked = true;
    });
    first();
    first();
    expect(marked).toBe(false);
    second();
    expect(marked).toBe(true);
  });
});
