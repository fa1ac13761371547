import { Icon } from "./icon";
import { buttonClass } from "./ui/button";

/**
 * 'Exportar CSV' and 'Exportar Excel': plain links (a download needs no JavaScript, and React Router leaves a
 * plain `<a>` to the browser), each carrying the list's filters and sort so a shared link exports the same rows.
 */
export function ExportLinks({ csv, xlsx }: { csv: string; xlsx: string }) {
  const link = buttonClass("secondary", "px-3 py-1.5 shadow-sm");
  return (
    <nav aria-label="Exportar" className="inline-flex flex-wrap gap-2">
      <a href={csv} className={link} data-testid="export-csv">
        <Icon name="file-text" className="size-4" />
        Exportar CSV
      </a>
      <a href={xlsx} className={link} data-testid="export-xlsx">
        <Icon name="file-spreadsheet" className="size-4" />
        Exportar Excel
      </a>
    </nav>
  );
}
