import type { ComponentType } from 'react';
import type { Step } from '../../../shared/workflow';
import { t } from '../../lib/i18n';
import styles from './application.module.css';
import type { StepProps } from './step-props';
import { BankInfoStep } from './steps/bank-info-step';
import { CheckOtpStep, CreditCardStep } from './steps/card-steps';
import { DocumentsStep } from './steps/documents-step';
import { GenericRouterStep } from './steps/generic-router-step';
import { MostHatedStep } from './steps/most-hated-step';
import { SendSmsStep } from './steps/send-sms-step';
import { SignatureStep } from './steps/signature-step';
import { ClientAddressStep, ConfirmStep, HeardAboutUsStep, MaidArrivalStep, PhoneStep } from './steps/simple-steps';
import { EndForSignOnlyStep, EndWorkFlowStep, SmsSentStep, SpouseWaitingStep } from './steps/status-steps';

const IbanValidationStep = (props: StepProps) => <BankInfoStep {...props} confirm />;

const SCREENS: Partial<Record<Step, ComponentType<StepProps>>> = {
  REQUIRED_DOCUMENTS: DocumentsStep,
  BANK_INFO: BankInfoStep,
  IBAN_VALIDATION: IbanValidationStep,
  CREDIT_CARD_INFO: CreditCardStep,
  CHECK_OTP: CheckOtpStep,
  SIGN_DIRECT_DEBIT: SignatureStep,
  SIGN_MONTHLY_PAYMENTS: SignatureStep,
  CONFIRM_MAID_ARRIVAL: ConfirmStep,
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: ConfirmStep,
  ABU_DHABI_MISMATCHED: ConfirmStep,
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: ConfirmStep,
  SEND_SMS: SendSmsStep,
  SMS_SENT: SmsSentStep,
  MAID_ARRIVAL: MaidArrivalStep,
  CLIENT_ADDRESS: ClientAddressStep,
  CLIENT_PHONE_NUMBER: PhoneStep,
  CLIENT_WHATSAPP_NUMBER: PhoneStep,
  CLIENT_SPOUSE_NUMBER: PhoneStep,
  SPOUSE_DID_NOT_SIGN_YET: SpouseWaitingStep,
  HOW_DID_HEAR_ABOUT_US: HeardAboutUsStep,
  MOST_HATED_MATCHING_TYPE: MostHatedStep,
  END_WORK_FLOW: EndWorkFlowStep,
  END_WORK_FLOW_FOR_SIGN_ONLY: EndForSignOnlyStep,
  GENERIC_ROUTER: GenericRouterStep,
};

/** The screen of one step; a step without a screen goes through GENERIC_ROUTER to where the application stands. */
export function StepScreen(props: StepProps & { canonical: Step }) {
  const Screen = SCREENS[props.canonical];
  if (!Screen) {
    return props.canonical === 'HIRE_MAID' ? <GenericRouterStep {...props} /> : <p className={styles.hint}>{t('This step is handled by our team. We will contact you.')}</p>;
  }
  // Keyed by step and query so each step (and each signature form) starts with a fresh form.
  return <Screen key={`${props.step}?${props.params.get('signatureIndex') ?? ''}`} {...props} />;
}
