/**
 * The bench's figures, each beside its target (issue 11) with pass or miss, printed as text and
 * written as Markdown and JSON. A missed target is reported, never fatal: budgets are enforced by
 * `npm test`, the bench only measures.
 */

export type Comparison = '<=' | '>=';

export interface Target {
  op: Comparison;
  limit: number;
}

export interface Figure {
  section: string;
  /** What was measured: a page, a call, a phase. */
  subject: string;
  measure: string;
  value: number | null;
  unit: Unit;
  target?: Target;
}

export type Unit = 'KiB' | 'B' | 'ms' | 's' | 'score' | 'req/s' | 'renders/s' | 'count' | 'ratio' | 'cores' | '';

export type Verdict = 'pass' | 'miss' | 'no figure' | '';

export function verdict({ value, target }: Pick<Figure, 'value' | 'target'>): Verdict {
  if (!target) return '';
  if (value === null || Number.isNaN(value)) return 'no figure';
  return (target.op === '<=' ? value <= target.limit : value >= target.limit) ? 'pass' : 'miss';
}

const decimals: Record<Unit, number> = {
  KiB: 1,
  B: 0,
  ms: 0,
  s: 1,
  score: 0,
  'req/s': 0,
  'renders/s': 1,
  count: 0,
  ratio: 2,
  cores: 2,
  '': 3,
};

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null || Number.isNaN(value)) return '-';
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: decimals[unit],
    maximumFractionDigits: decimals[unit],
  });
  return unit && unit !== 'score' && unit !== 'count' ? `${text} ${unit}` : text;
}

export function formatTarget(target: Target | undefined, unit: Unit): string {
  return target ? `${target.op} ${formatValue(target.limit, unit)}` : '';
}

/** The key a figure has in history.jsonl: stable across runs so regressions line up. */
export const figureKey = ({ section, subject, measure }: Figure) => `${section} | ${subject} | ${measure}`;

export interface Summary {
  targets: number;
  passed: number;
  missed: number;
}

export function summarize(figures: readonly Figure[]): Summary {
  const verdicts = figures.map(verdict).filter(Boolean);
  return {
    targets: verdicts.length,
    passed: verdicts.filter((v) => v === 'pass').length,
    missed: verdicts.filter((v) => v !== 'pass').length,
  };
}

const columns = ['subject', 'measure', 'value', 'target', 'verdict'] as const;

function rows(figures: readonly Figure[]): Record<(typeof columns)[number], string>[] {
  return figures.map((figure) => ({
    subject: figure.subject,
    measure: figure.measure,
    value: formatValue(figure.value, figure.unit),
    target: formatTarget(figure.target, figure.unit),
    verdict: verdict(figure),
  }));
}

const sections = (figures: readonly Figure[]) => [...new Set(figures.map((figure) => figure.section))];

/** Aligned columns per section, for the terminal. */
export function toText(figures: readonly Figure[]): string {
  return sections(figures)
    .map((section) => {
      const table = rows(figures.filter((figure) => figure.section === section));
      const widths = columns.map((column) => Math.max(...table.map((row) => row[column].length)));
      const lines = table.map((row) =>
        columns
          .map((column, index) =>
            column === 'value' ? row[column].padStart(widths[index]!) : row[column].padEnd(widths[index]!),
          )
          .join('  ')
          .trimEnd(),
      );
      return [`== ${section}`, ...lines].join('\n');
    })
    .join('\n\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** One Markdown table per section. */
export function toMarkdown(figures: readonly Figure[]): string {
  return sections(figures)
    .map((section) => {
      const table = rows(figures.filter((figure) => figure.section === section));
      return [
        `### ${section}`,
        '',
        '| subject | measure | value | target | verdict |',
        '| --- | --- | ---: | --- | --- |',
        ...table.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
      ].join('\n');
    })
    .join('\n\n');
}

/** A packages x routes table of first-load JavaScript (gzip KiB), biggest package first. */
export function packageTable(routes: readonly { name: string; packages: Record<string, number> }[]): string[][] {
  const totals = new Map<string, number>();
  for (const route of routes) {
    for (const [name, bytes] of Object.entries(route.packages)) totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  const names = [...totals].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return [
    ['package', ...routes.map((route) => route.name)],
    ...names.map((name) => [
      name,
      ...routes.map((route) => {
        const bytes = route.packages[name];
        return bytes ? (bytes / 1024).toFixed(1) : '-';
      }),
    ]),
  ];
}

export function markdownTable(table: readonly string[][]): string {
  const [head = [], ...body] = table;
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| --- |${' ---: |'.repeat(Math.max(0, head.length - 1))}`,
    ...body.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function textTable(table: readonly string[][]): string {
  const widths = (table[0] ?? []).map((_, index) => Math.max(...table.map((row) => (row[index] ?? '').length)));
  return table
    .map((row) =>
      row.map((text, index) => (index === 0 ? text.padEnd(widths[index]!) : text.padStart(widths[index]!))).join('  '),
    )
    .join('\n');
}
