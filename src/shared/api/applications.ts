import { z } from 'zod';

/** GET /api/sales/ccserviceapplication/getapplicationsbysessionId */
export const applicationListSchema = z.array(
  z.object({
    id: z.string(),
    housemaid: z.object({ id: z.number().int() }),
    currentStep: z.string(),
    status: z.string(),
    createdAt: z.string(),
  }),
);
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** GET /api/sales/ccserviceapplication/getappinfo */
export const appInfoSchema = z.object({
  id: z.string(),
  currentStep: z.string(),
  prevStep: z.string().nullable(),
  needEnterIbanNumber: z.boolean(),
  paidByCreditCard: z.boolean(),
  signedBySpouse: z.boolean(),
  housemaid: z.object({ id: z.number().int() }),
  guiProperty: z.object({ skipStartScreen: z.boolean() }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
