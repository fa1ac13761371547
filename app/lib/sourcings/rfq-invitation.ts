// What staff paste to a supplier with its quote request link, in the supplier's languages (written by us, not machine
// translated). Apart from ./rfq-messages.ts: only the panel of a request just created shows them, and it is not part of
// the sourcing page's first load (ADR 0069).
import { formatDeadline } from "#app/lib/rfq/deadline.ts";
import type { ProductUnit } from "#contract/products/product-rules.ts";
import { quantityInUnit } from "#contract/products/product-units.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";

/** A product asked: its name (as staff wrote it, in Portuguese) and the quantity in its unit of measure. */
export interface AskedItem {
  nome: string;
  quantidade: number;
  unidade_medida: ProductUnit;
}

export interface RfqInvitation {
  supplier: string;
  sourcing: string;
  url: string;
  /** ISO time. */
  deadline: string;
  items: AskedItem[];
}

/** The products asked, each with its quantity in its unit, as one sentence of the message (empty when none yet). */
function askedOf(items: AskedItem[], language: RfqLanguage): string {
  if (items.length === 0) return "";
  const amount = (item: AskedItem) => quantityInUnit(item.quantidade, item.unidade_medida, language);
  switch (language) {
    case "en":
      return `Products: ${items.map((item) => `${amount(item)} of ${item.nome}`).join("; ")}. `;
    case "zh":
      return `产品：${items.map((item) => `${item.nome} ${amount(item)}`).join("；")}。`;
    case "pt":
      return `Produtos: ${items.map((item) => `${amount(item)} de ${item.nome}`).join("; ")}. `;
  }
}

/** The ready messages, one per language, in the order the panel shows them. */
export function rfqMessages({ supplier, sourcing, url, deadline, items }: RfqInvitation): { language: string; text: string }[] {
  return [
    {
      language: "English",
      text:
        `Hello ${supplier}, we would like your quotation for: ${sourcing}. ` +
        askedOf(items, "en") +
        `Please enter your prices on this page (no account or login needed): ${url} ` +
        `before ${formatDeadline(deadline, "en")} (São Paulo time). You may attach your proforma there too. Thank you!`,
    },
    {
      language: "中文 (简体)",
      text: `${supplier}，您好！我们希望获得以下项目的报价：${sourcing}。${askedOf(items, "zh")}请在此页面填写报价（无需注册或登录）：${url} 截止时间：${formatDeadline(deadline, "zh")}（圣保罗时间）。也可在该页面上传形式发票。谢谢！`,
    },
    {
      language: "Português",
      text:
        `Olá, ${supplier}! Gostaríamos da sua cotação para: ${sourcing}. ` +
        askedOf(items, "pt") +
        `Informe seus preços nesta página (sem criar conta nem entrar): ${url} ` +
        `até ${formatDeadline(deadline, "pt")} (horário de São Paulo). Você também pode anexar sua proforma lá. Obrigado!`,
    },
  ];
}
