// A Gatsby plugin's gatsby-browser with no hooks: what webpack-config puts in the browser
// bundle in place of a plugin whose hooks do nothing in a production build.
export {}
