// The tree-sitter plugin's client module, by the name its configureWebpack gives it.
declare module '@zmk/tree-sitter' {
  export * from '@site/plugins/tree-sitter/client/index';
}
