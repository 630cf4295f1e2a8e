/**
 * What each design-system component costs a page on its own: every
 * component folder is bundled alone (production, minified, React and
 * react-dom left out as the page already ships them), and the JavaScript and
 * CSS are measured gzipped. Writes reports/component-cost.{json,md}.
 */
import { mkdirSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const source = `${root}design-system/src`;
const components = readdirSync(source, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name) && existsSync(`${source}/${entry.name}/index.ts`))
  .map((entry) => entry.name);

interface Cost {
  component: string;
  jsGzip: number;
  cssGzip: number;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const costs: Cost[] = [];
for (const component of components) {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: `${source}/${component}/index.ts`, formats: ['es'], fileName: component },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const content = file.type === 'chunk' ? file.code : file.source;
    const size = gzipSync(typeof content === 'string' ? content : Buffer.from(content)).length;
    if (file.fileName.endsWith('.css')) cssGzip += size;
    else if (file.fileName.endsWith('.js')) jsGzip += size;
  }
  costs.push({ component, jsGzip, cssGzip });
  console.log(`${component.padEnd(16)} JS ${kib(jsGzip).padStart(6)} KiB  CSS ${kib(cssGzip).padStart(5)} KiB (gzip)`);
}

mkdirSync(`${root}reports`, { recursive: true });
writeFileSync(`${root}reports/component-cost.json`, `${JSON.stringify(costs, null, 2)}\n`);
writeFileSync(
  `${root}reports/component-cost.md`,
  [
    '# Client cost of each design-system component',
    '',
    'Each component bundled alone, minified, React and react-dom excluded, gzip. Shared',
    'dependencies (react-aria-components, Embla) are counted in every component that uses them:',
    'a page using several pays them once.',
    '',
    '| component | JS KiB | CSS KiB |',
    '| --- | ---: | ---: |',
    ...costs.map(({ component, jsGzip, cssGzip }) => `| ${component} | ${kib(jsGzip)} | ${kib(cssGzip)} |`),
    '',
  ].join('\n'),
);
