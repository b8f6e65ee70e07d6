/** A language's catalogue, compiled by the build plugin (vite-plugin.ts). */
declare module 'virtual:i18n-catalogue/*' {
  const catalogue: Readonly<Record<string, (vars?: Readonly<Record<string, string | number>>) => string>>;
  export default catalogue;
}

/** The compiled English of one source file's texts with arguments (vite-plugin.ts). */
declare module 'virtual:i18n-en?*' {
  const formats: Readonly<Record<string, (vars?: Readonly<Record<string, string | number>>) => string>>;
  export default formats;
}
