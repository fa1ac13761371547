// One way to read and write numbers, for both tiers (docs/decisions/0058-pt-br-numbers.md). People type them
// the Brazilian way ('1.234,56', '120.000'), paste them from a supplier's sheet ('12.34'), and read them back
// in the same shape on every page. No binary floating point on the way in: the parser returns the exact
// decimal text the database stores ('120000.5'); the formatter takes what the API replies.

/** The example every refusal names. */
const NUMBER_EXAMPLE = "Use o formato 1.234,56.";

/** What went wrong reading a number, before any field rule (range, decimals) applies. */
export type NumberReading =
  { ok: true; /** Exact decimal text: '-1234.5', '0.085', '120000'. */ text: string } | { ok: false; reason: "vazio" | "formato" };

/** A currency symbol before, or a percent sign after, is how the screens show it: pasted back, it is read. */
const DECORATION = /^(?:R\$|US\$|CN¥|¥|\$)\s*|\s*%$/g;

const GROUPED = /^\d{1,3}(?:\.\d{3})+$/; // 1.234 / 120.000 / 1.234.567
const GROUPED_COMMA = /^\d{1,3}(?:,\d{3})+$/; // 1,234,567 (only before a decimal dot)

/**
 * A Chinese keyboard's full-width forms (the supplier's page, /q/<token>): digits ０-９, the full-width comma '，' and
 * the ideographic comma '、', the full-width stop '．' and the ideographic full stop '。', the full-width minus and
 * yen sign and the ideographic space, each read as the ASCII character it stands for ('１２，５' is 12,5). No pt-BR
 * keyboard types them, so no Brazilian reading changes.
 */
const WIDE = /[\uff10-\uff19\uff0c\u3001\uff0e\u3002\uff0d\uffe5\u3000]/g;
const NARROW: Record<string, string> = { "，": ",", "、": ",", "．": ".", "。": ".", "－": "-", "￥": "¥", "\u3000": " " };
const narrowed = (text: string) => text.replace(WIDE, (char) => NARROW[char] ?? String.fromCharCode(char.charCodeAt(0) - 0xff10 + 0x30));

/** Strips leading zeros of an integer part ('007' → '7', '' → '0'). */
const integerPart = (digits: string) => digits.replace(/^0+(?=\d)/, "") || "0";

/** '1234' + '50' → '1234.5'; trailing zeros of the fraction dropped, no fraction when none is left. */
function joined(integer: string, fraction: string, negative: boolean): string {
  const frac = fraction.replace(/0+$/, "");
  const text = frac ? `${integerPart(integer)}.${frac}` : integerPart(integer);
  return negative && text !== "0" ? `-${text}` : text;
}

/**
 * Reads a number as typed or pasted:
 * - a comma is the decimal separator ('12,34', '1.234,56');
 * - a dot followed by groups of exactly three digits groups thousands ('1.500' = 1500, '1.234.567');
 * - with both present, the last one is the decimal separator ('1,234.56' = 1234.56);
 * - a lone dot followed by one or two digits is a decimal point ('12.34', as pasted from a sheet), and so is
 *   any lone dot after a bare 0 ('0.085': no thousands grouping starts with 0);
 * - a leading minus is kept (field rules refuse it where it makes no sense); spaces around are ignored, and
 *   so are a currency symbol before and a percent sign after ('R$ 1.234,56', '20,5 %');
 * - full-width digits and separators of a Chinese keyboard are their ASCII selves ('１２，５' = '12,5').
 * Anything else ('1.5.0', '1,2,3', '12a', '1e5', '1 234') is refused.
 */
export function readNumber(input: string): NumberReading {
  let text = narrowed(input)
    .trim()
    .replace(/\u00a0/g, " ");
  const negative = text.startsWith("-");
  if (negative) text = text.slice(1).trimStart();
  text = text.replace(DECORATION, "").trim();
  if (text === "") return negative ? { ok: false, reason: "formato" } : { ok: false, reason: "vazio" };
  if (!/^[\d.,]+$/.test(text)) return { ok: false, reason: "formato" };

  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let integer: string;
  let fraction = "";
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimalAt = Math.max(lastComma, lastDot);
    integer = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    const grouping = lastComma > lastDot ? GROUPED : GROUPED_COMMA;
    if (!grouping.test(integer) || !/^\d+$/.test(fraction)) return { ok: false, reason: "formato" };
    integer = integer.replace(/[.,]/g, "");
  } else {
    // One kind of separator, or none.
    const single = /^(\d*)([.,])(\d+)$/.exec(text);
    if (lastDot >= 0 && GROUPED.test(text) && !text.startsWith("0.")) {
      integer = text.replace(/\./g, "");
    } else if (single) {
      const [, whole = "", separator, decimals = ""] = single;
      // A lone dot is a decimal point before one or two digits, or after a bare 0 ('0.085'); else ambiguous.
      if (separator === "." && decimals.length > 2 && !/^0*$/.test(whole)) return { ok: false, reason: "formato" };
      integer = whole;
      fraction = decimals;
    } else if (/^\d+$/.test(text)) {
      integer = text;
    } else {
      return { ok: false, reason: "formato" };
    }
  }
  return { ok: true, text: joined(integer, fraction, negative) };
}

/** The rules of one numeric field: its label (named in every message), places, bounds and whether it is whole. */
export interface NumberRule {
  label: string;
  /** Most decimal places accepted (0 for a whole number). */
  decimals: number;
  min: number;
  max: number;
  /** The maximum itself is refused (ICMS "por dentro": 100 % has no meaning). */
  belowMax?: boolean;
  /** The minimum itself is refused (a carton's m³ must be more than 0). */
  aboveMin?: boolean;
}

export type FieldReading = { ok: true; text: string } | { ok: false; reason: "vazio" } | { ok: false; reason: "invalido"; message: string };

const ruleNumber = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 4 });

/** Bounds this large are no real limit a person needs told (a column's capacity). */
const UNBOUNDED = 1e9;

/** The message for a value outside a field's rules, naming the field and an example. */
export function numberRuleMessage(rule: NumberRule): string {
  const min = ruleNumber.format(rule.min);
  const max = ruleNumber.format(rule.max);
  const range =
    rule.max >= UNBOUNDED
      ? rule.aboveMin
        ? `maior que ${min}`
        : `maior ou igual a ${min}`
      : `${rule.aboveMin ? `maior que ${min}` : `de ${min}`} ${rule.belowMax ? `a menos de ${max}` : `a ${max}`}`;
  if (rule.decimals === 0) return `${rule.label}: informe um número inteiro ${range}. Ex.: 1.500.`;
  const places = rule.decimals === 1 ? "uma casa decimal" : `${rule.decimals} casas decimais`;
  return `${rule.label}: informe um número ${range}, com até ${places}. ${NUMBER_EXAMPLE}`;
}

/** Compares two exact decimal texts' values (both well formed, as `readNumber` gives them). */
function compareDecimal(a: string, b: string): number {
  const sign = (t: string) => (t.startsWith("-") ? -1 : 1);
  if (sign(a) !== sign(b)) return sign(a) - sign(b);
  const [ai = "", af = ""] = a.replace("-", "").split(".");
  const [bi = "", bf = ""] = b.replace("-", "").split(".");
  let order = ai.length - bi.length || (ai < bi ? -1 : ai > bi ? 1 : 0);
  if (order === 0) {
    const width = Math.max(af.length, bf.length);
    const x = af.padEnd(width, "0");
    const y = bf.padEnd(width, "0");
    order = x < y ? -1 : x > y ? 1 : 0;
  }
  return order * sign(a);
}

/** A lone comma before exactly three digits ('1,000', '12,500'): a thousands separator to some, a decimal comma to others. */
const LONE_COMMA_THOUSANDS = /^-?\d{1,3},\d{3}$/;

/** A bound as exact text ('999999999999.99'). */
const boundText = (bound: number) => readNumber(String(bound).replace(".", ",")) as { ok: true; text: string };

/**
 * Reads a field's value (text as typed, or a number from a JSON client) under its rules: the exact decimal
 * text, or 'vazio', or a Portuguese message naming the field. Numbers from JSON are taken as they are (a JSON
 * 1234.5 is 1234.5); only text goes through the pt-BR reading.
 */
export function readField(value: unknown, rule: NumberRule): FieldReading {
  let reading: NumberReading;
  if (typeof value === "number") {
    // A JSON number is read as written ('1234.5'); '1e-7', NaN and Infinity are no amount anyone typed.
    const plain = String(value);
    reading = /^-?\d+(\.\d+)?$/.test(plain) ? readNumber(plain.replace(".", ",")) : { ok: false, reason: "formato" };
  } else if (typeof value === "string") {
    reading = readNumber(value);
  } else if (value === null || value === undefined) {
    return { ok: false, reason: "vazio" };
  } else {
    reading = { ok: false, reason: "formato" };
  }
  if (!reading.ok) {
    return reading.reason === "vazio"
      ? { ok: false, reason: "vazio" }
      : { ok: false, reason: "invalido", message: `${rule.label}: valor inválido. ${NUMBER_EXAMPLE}` };
  }
  const { text } = reading;
  // '1,000' in a whole-number field: a decimal comma with three places reads 1, but whoever types it into a count
  // (an MOQ, units per carton) almost surely means a thousand, written the English way. Neither is guessed: refused.
  if (rule.decimals === 0 && typeof value === "string" && LONE_COMMA_THOUSANDS.test(value.trim())) {
    return { ok: false, reason: "invalido", message: numberRuleMessage(rule) };
  }
  const places = text.split(".")[1]?.length ?? 0;
  const min = compareDecimal(text, boundText(rule.min).text);
  const max = compareDecimal(text, boundText(rule.max).text);
  const outside = min < 0 || (rule.aboveMin && min === 0) || max > 0 || (rule.belowMax && max === 0);
  if (places > rule.decimals || outside) return { ok: false, reason: "invalido", message: numberRuleMessage(rule) };
  return { ok: true, text };
}

// Writing them is ./number-format.ts's, apart so that a page that only shows numbers does not load the reader (ADR 0069).
export {
  formatBrl,
  formatInput,
  formatMeasure,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRate,
} from "./number-format";
