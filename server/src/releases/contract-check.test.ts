import { contractProblems, type ConsumedModule } from './contract-check';

/** The shell's usage as tools/types/consumer-contract.mjs writes it. */
const ROUTES: ConsumedModule = {
  module: 'loyalty/routes',
  export: 'routes',
  as: 'value',
  type: 'RouteObject[]',
  imports: ["import type { RouteObject } from 'react-router';"],
  where: 'shell/src/federation/remotes.ts',
};
const SELECTOR: ConsumedModule = {
  module: 'store_locator/StoreSelector',
  export: 'default',
  as: 'component',
  type: '{}',
  imports: [],
  where: 'shell/src/layouts/header/site-header.tsx',
};
/** A consumer that passes a prop (another remote rendering the widget with a store id). */
const SELECTOR_WITH_STORE: ConsumedModule = { ...SELECTOR, type: '{ storeId: string }' };

/** Declarations as Module Federation's dts plugin zips them: an entry per exposed module. */
function declarations(files: Record<string, string>): Map<string, string> {
  const all = new Map<string, string>();
  for (const [name, body] of Object.entries(files)) {
    all.set(
      `${name}.d.ts`,
      `export * from './compiled-types/src/${name}';\nexport { default } from './compiled-types/src/${name}';`,
    );
    all.set(`compiled-types/src/${name}.d.ts`, body);
  }
  return all;
}

const liveRoutes = declarations({
  routes:
    "import type { RouteObject } from 'react-router';\nexport declare const routes: RouteObject[];",
});

const selector = (props: string) =>
  declarations({
    StoreSelector: `export interface StoreSelectorProps ${props}\ndeclare function StoreSelector(props: StoreSelectorProps): import('react').JSX.Element;\nexport default StoreSelector;`,
  });

describe('the contract check of exposed modules', () => {
  jest.setTimeout(60_000);

  it('passes a release whose exposed modules still take what the consumer uses', async () => {
    // The routes gain a handle, the widget an optional prop: the shell's usage still holds.
    const routes = declarations({
      routes:
        "import type { RouteObject } from 'react-router';\nexport declare const routes: (RouteObject & { handle?: { title: string } })[];\nexport declare const extra: number;",
    });
    expect(
      await contractProblems({
        remote: 'loyalty',
        version: '1.1.0',
        declarations: routes,
        consumes: [ROUTES, SELECTOR],
        consumer: 'la shell attiva',
      }),
    ).toEqual([]);
    expect(
      await contractProblems({
        remote: 'store_locator',
        version: '2.0.0',
        declarations: selector('{ storeId?: string; compact?: boolean }'),
        consumes: [ROUTES, SELECTOR, SELECTOR_WITH_STORE],
        consumer: 'la shell attiva',
      }),
    ).toEqual([]);
  });

  it('refuses a prop whose type changed, with the diff and TypeScript’s reasons', async () => {
    const problems = await contractProblems({
      remote: 'store_locator',
      version: '2.0.0',
      declarations: selector('{ storeId: number }'),
      before: {
        label: 'store_locator 1.0.0 (attiva)',
        declarations: selector('{ storeId?: string }'),
      },
      consumes: [SELECTOR_WITH_STORE],
      consumer: 'la shell attiva',
    });
    expect(problems).toHaveLength(1);
    expect(problems![0]).toMatchObject({
      module: 'store_locator/StoreSelector',
      before: '{ storeId?: string }',
      after: '{ storeId: number }',
    });
    expect(problems![0]!.text).toContain(
      'contratto di store_locator/StoreSelector: la shell attiva rende il componente con le props { storeId: string }',
    );
    expect(problems![0]!.text).toContain('− store_locator 1.0.0 (attiva)');
    expect(problems![0]!.text).toContain('+ store_locator 2.0.0');
    // TypeScript's message, in Italian: number is not string.
    expect(problems![0]!.errors.join(' ')).toMatch(/string.*number|number.*string/);
  });

  it('refuses a required prop the shell does not pass', async () => {
    const problems = await contractProblems({
      remote: 'store_locator',
      version: '2.0.0',
      declarations: selector('{ storeId: string }'),
      consumes: [SELECTOR],
      consumer: 'la nuova shell',
    });
    expect(problems).toHaveLength(1);
    expect(problems![0]!.errors.join(' ')).toContain('storeId');
  });

  it('refuses a value whose type changed and names both declarations', async () => {
    const problems = await contractProblems({
      remote: 'loyalty',
      version: '1.6.0',
      declarations: declarations({
        routes: 'export declare const routes: { path: number }[];',
      }),
      before: { label: 'loyalty 1.0.1 (attiva)', declarations: liveRoutes },
      consumes: [ROUTES, SELECTOR],
      consumer: 'la shell attiva',
    });
    expect(problems).toHaveLength(1);
    expect(problems![0]).toMatchObject({
      module: 'loyalty/routes',
      expected: 'RouteObject[]',
      before: 'RouteObject[]',
      after: '{ path: number; }[]',
    });
  });

  it('refuses a removed export and a module no longer exposed', async () => {
    const problems = await contractProblems({
      remote: 'loyalty',
      version: '2.0.0',
      declarations: declarations({ routes: 'export declare const pages: string[];' }),
      before: { label: 'loyalty 1.0.1 (attiva)', declarations: liveRoutes },
      consumes: [
        ROUTES,
        {
          ...ROUTES,
          module: 'loyalty/Widget',
          export: 'default',
          as: 'component',
          type: '{}',
          imports: [],
        },
      ],
      consumer: 'la shell attiva',
    });
    expect(problems!.map((problem) => [problem.module, problem.after])).toEqual([
      ['loyalty/routes', '(assente)'],
      ['loyalty/Widget', '(assente)'],
    ]);
    expect(problems![0]!.errors.join(' ')).toContain('routes');
  });
});
