import type { ComponentType } from 'react';
import type { Step } from '../../../shared/workflow';
import type { StepProps } from './step-props';

type Screen = ComponentType<StepProps>;

/**
 * Where each step's screen is: every screen loads with its step, and with it only the libraries
 * that step needs (the phone library with the phone steps, ibantools with the bank steps,
 * signature_pad with the signatures), so the first visit of /app loads none of them.
 */
export const SCREEN_LOADERS: Partial<Record<Step, () => Promise<Screen>>> = {
  REQUIRED_DOCUMENTS: () => import('./steps/documents-step').then((m) => m.DocumentsStep),
  BANK_INFO: () => import('./steps/bank-info-step').then((m) => m.BankInfoStep),
  IBAN_VALIDATION: () => import('./steps/bank-info-step').then((m) => m.IbanValidationStep),
  CREDIT_CARD_INFO: () => import('./steps/card-steps').then((m) => m.CreditCardStep),
  CHECK_OTP: () => import('./steps/card-steps').then((m) => m.CheckOtpStep),
  SIGN_DIRECT_DEBIT: () => import('./steps/signature-step').then((m) => m.SignatureStep),
  SIGN_MONTHLY_PAYMENTS: () => import('./steps/signature-step').then((m) => m.SignatureStep),
  CONFIRM_MAID_ARRIVAL: () => import('./steps/simple-steps').then((m) => m.ConfirmStep),
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: () => import('./steps/simple-steps').then((m) => m.ConfirmStep),
  ABU_DHABI_MISMATCHED: () => import('./steps/simple-steps').then((m) => m.ConfirmStep),
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: () => import('./steps/simple-steps').then((m) => m.ConfirmStep),
  SEND_SMS: () => import('./steps/send-sms-step').then((m) => m.SendSmsStep),
  SMS_SENT: () => import('./steps/status-steps').then((m) => m.SmsSentStep),
  MAID_ARRIVAL: () => import('./steps/simple-steps').then((m) => m.MaidArrivalStep),
  CLIENT_ADDRESS: () => import('./steps/simple-steps').then((m) => m.ClientAddressStep),
  CLIENT_PHONE_NUMBER: () => import('./steps/phone-step').then((m) => m.PhoneStep),
  CLIENT_WHATSAPP_NUMBER: () => import('./steps/phone-step').then((m) => m.PhoneStep),
  CLIENT_SPOUSE_NUMBER: () => import('./steps/phone-step').then((m) => m.PhoneStep),
  SPOUSE_DID_NOT_SIGN_YET: () => import('./steps/status-steps').then((m) => m.SpouseWaitingStep),
  HOW_DID_HEAR_ABOUT_US: () => import('./steps/simple-steps').then((m) => m.HeardAboutUsStep),
  MOST_HATED_MATCHING_TYPE: () => import('./steps/most-hated-step').then((m) => m.MostHatedStep),
  END_WORK_FLOW: () => import('./steps/status-steps').then((m) => m.EndWorkFlowStep),
  END_WORK_FLOW_FOR_SIGN_ONLY: () => import('./steps/status-steps').then((m) => m.EndForSignOnlyStep),
  GENERIC_ROUTER: () => import('./steps/generic-router-step').then((m) => m.GenericRouterStep),
};

/** Fetches a step's screen ahead of time (the next step's, while the client fills in this one). */
export function preloadStepScreen(step: Step): void {
  void SCREEN_LOADERS[step]?.().catch(() => undefined);
}
