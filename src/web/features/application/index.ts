export { ApplicationFlow } from './application-flow';
export { SignatureField } from './components/signature-field';
