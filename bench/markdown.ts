// `npm run bench:markdown`: the cost of rendering one comment (marked + DOMPurify), which the API pays
// once per comment written (docs/design.md §7). Renders a 3000-character comment of the usual mix 200 times and
// prints the mean. The first call, which also creates the process's jsdom window, is timed apart.
import { performance } from "node:perf_hooks";
import { renderCommentHtml } from "#server/markdown.ts";

const LENGTH = 3000;
const RUNS = 200;

const block = [
  "**Fornecedor respondeu** hoje: o _lead time_ passou para 45 dias e o MOQ para 500 peças.",
  "Ver [proposta revisada](https://example.com/propostas/123?rev=2) e o contato <mailto:vendas@example.com>.",
  "",
  "- amostra enviada por ~~DHL~~ FedEx, rastreio `FX123456789BR`",
  "- [x] pagamento do sinal",
  "- [ ] conferir certificação",
  "",
  "| item | preço | qtd |",
  "|:-----|------:|----:|",
  "| caneca 350 ml | US$ 1,20 | 500 |",
  "",
  "> cliente pediu prioridade\ncom embalagem reforçada",
  "",
  '<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">link suspeito</a>',
  "",
].join("\n");
const comment = block.repeat(Math.ceil(LENGTH / block.length)).slice(0, LENGTH);

const first = performance.now();
renderCommentHtml(comment);
const firstMs = performance.now() - first;

// CPU time beside wall time: on a shared, busy machine the wall clock also counts time spent waiting
// for a core, CPU time does not (it does count jsdom's GC threads, so it is no lower bound either).
const cpuStart = process.cpuUsage();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  renderCommentHtml(comment);
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
times.sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
const median = times[Math.floor(times.length / 2)] ?? 0;
const max = times[times.length - 1] ?? 0;

console.log(`comment: ${comment.length} characters, ${RUNS} renders`);
console.log(`first render (creates the jsdom window): ${firstMs.toFixed(1)} ms`);
console.log(`mean ${mean.toFixed(2)} ms, median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms per render`);
console.log(`CPU time ${cpuMs.toFixed(2)} ms per render`);
