export { captchaGate, CAPTCHA_REQUIRED_MESSAGE, INVALID_CAPTCHA_MESSAGE, type CaptchaGateOptions } from './captcha-gate.js';
export { setCaptchaService } from './captcha-context.js';
export { createCaptchaService, type CaptchaGenerator, type CaptchaService } from './captcha-service.js';
export { captchaRoutes } from './routes.js';
