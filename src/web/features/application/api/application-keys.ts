/** The query keys of the application's data, written once so that every write reaches its readers. */
export const applicationKeys = {
  all: ['application'] as const,
  /** The application as getApplication answers it (null while there is none). */
  detail: (appId: string | null) => [...applicationKeys.all, appId] as const,
};
