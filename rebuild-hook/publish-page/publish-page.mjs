// The publish page's HTML: rendered on the server by React (server-common/html-document.mjs),
// in Norwegian, usable without JavaScript (a small script only refreshes the state while a
// build runs). Every value from a build, a log or an editor is escaped by React. Elements
// are written with createElement, because the hook runs as plain Node modules with no
// compile step. One module per page under pages/.
export { PAGE, PREVIEW } from './page-paths.mjs'
export { duration, when } from './pages/parts.mjs'
export { disabledPage, loginPage } from './pages/login.mjs'
export { noPreviewPage } from './pages/preview.mjs'
export { publishPage } from './pages/publish.mjs'
export { confirmPage } from './pages/confirm.mjs'
