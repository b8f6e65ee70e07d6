import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from './config.js';

/** Structured JSON logs; secrets and personal data never reach them in clear. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.captchaanswer',
        'res.headers["set-cookie"]',
        // At the top of a line and one level down (`{ body: { iban } }`).
        ...['iban', 'ibanNumber', 'password', 'emiratesIdNumber'].flatMap((key) => [key, `*.${key}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({
        method: req.method,
        // Query strings can carry tokens and personal data: log the path only.
        url: typeof req.url === 'string' ? req.url.split('?')[0] : req.url,
        pageCode: (req as unknown as { pageCode?: string }).pageCode,
      }),
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * Fastify gives every request a child logger bound to its id. pino builds one in ~2 µs (its
 * bindings serialized and redacted), ~5 % of a small API call, although at level warn a request
 * that goes well logs nothing. This stands in for it and builds the real child the first time a
 * line is written at an enabled level.
 */
class RequestLogger {
  private built?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: ChildOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.built ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.built || (this.parent as unknown as Pick<PinoLogger, 'isLevelEnabled'>).isLevelEnabled(level)) {
      (this.real()[level] as (...a: unknown[]) => void)(...args);
    }
  }

  get level(): string {
    return (this.built ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
}

export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level || options.serializers ? logger.child(bindings, options) : (new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
