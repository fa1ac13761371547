const TIME_ZONE = "America/Sao_Paulo";

const dateLong = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE });

/** "22 de novembro de 2026" */
export function formatDateLong(iso: string): string {
  return dateLong.format(new Date(iso));
}

/** "22/11/2026, 14:05" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
