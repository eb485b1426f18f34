// The HTML renderer runs almost no code that loads on demand: client-only parts render only
// after hydration (loadLater's 'client-only', the search results), and the other import()
// calls sit in effects and click handlers, which a server render does not run. So the
// renderer's bundle leaves those modules out: each import() becomes a rejected promise, and
// webpack does not compile the member forms, min side with its QR library, the film-club
// panel or the checkout hand-over with axios for it. The exception is a part the build
// renders and the browser hydrates later (loadLater's 'hydrate-later'): its import() carries
// the comment SERVER_RENDERED, and the renderer compiles it and waits for it. Over three cold builds in turn here, the
// renderer took 7.1 s instead of 8.2 s (median), and the whole build 23.5 s instead of 24.5.
// Were a server render ever to reach one, the build fails with this message. Only the
// site's own code is changed: Gatsby loads page templates through import() as well.
import path from 'node:path'
import type { Compiler } from 'webpack'

const NAME = 'ServerRenderWithoutOnDemandCode'
/** The comment inside an import() whose module the HTML renderer needs. */
export const SERVER_RENDERED = 'server-rendered'
const REJECTION =
  'Promise.reject(new Error("On-demand code is not in the HTML renderer: render it after hydration, or mark its import() /* server-rendered */ (src/components/ui/load-later.tsx)"))'

type ImportCall = { range: [number, number]; loc: unknown }
type Parser = {
  hooks: { importCall: { tap: (o: object, f: (e: ImportCall) => true | undefined) => void } }
  state: { module: { resource?: string; addPresentationalDependency: (d: unknown) => void } }
  getComments: (range: [number, number]) => { value: string }[]
}

export class ServerRenderWithoutOnDemandCode {
  constructor(private readonly siteCode = path.resolve('src') + path.sep) {}

  apply(compiler: Compiler) {
    const { ConstDependency } = compiler.webpack.dependencies
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic'])
        factory.hooks.parser.for(type).tap(NAME, (parser: Parser) =>
          // Before webpack's own import() handling, which this replaces (a bail hook).
          parser.hooks.importCall.tap({ name: NAME, stage: -100 }, (expression) => {
            if (!parser.state.module.resource?.startsWith(this.siteCode)) return undefined
            const comments = parser.getComments(expression.range)
            if (comments.some((c) => c.value.trim() === SERVER_RENDERED)) return undefined
            const dependency = new ConstDependency(REJECTION, expression.range)
            dependency.loc = expression.loc as typeof dependency.loc
            parser.state.module.addPresentationalDependency(dependency)
            return true
          }),
        )
    })
  }
}
