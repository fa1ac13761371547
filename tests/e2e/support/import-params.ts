import type { APIRequestContext } from "@playwright/test";
import { type Container, type ImportParams, importParamsSchema } from "../../../contract/import-params";
import { expect } from "./fixtures";

/**
 * The import parameters through the REST API, as an administrator: read them, save a changed copy (another
 * administrator, or a spec's setup) and put back what a spec changed. They are one global record every landed cost
 * reads, so a spec restores what it changes.
 */
export class ImportParamsApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly adminToken: string,
  ) {}

  async current(): Promise<ImportParams> {
    const reply = await this.request.get("/api/import-params/", { headers: { Authorization: `Bearer ${this.adminToken}` } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return importParamsSchema.parse(await reply.json());
  }

  /** Saves `params` as a new version (without `versao`: whatever is in force now is replaced). */
  async save(params: ImportParams): Promise<void> {
    const { versao: _v, alterado_em: _a, alterado_por: _p, ...values } = params;
    const reply = await this.request.put("/api/import-params/", { headers: { Authorization: `Bearer ${this.adminToken}` }, data: values });
    expect(reply.status(), await reply.text()).toBe(200);
  }

  /** The container types in force. */
  async containers(): Promise<Container[]> {
    return (await this.current()).conteineres;
  }
}
