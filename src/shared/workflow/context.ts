/** What decides which steps a client sees (spec section 4 'Step availability'). */
export interface WorkflowContext {
  /** Mobile by width ≤ 991 px, a mobile user agent, or a Mac with more than 2 touch points. */
  mobile: boolean;
  /** The `wa` query value: set when the spouse signs the monthly payments through a link. */
  wa?: string | null;
  /** The `sma` query flag: the maid's arrival is confirmed in the flow. */
  sma?: boolean;
  needEnterIbanNumber?: boolean;
  paidByCreditCard?: boolean;
  /** The spouse's signing link. */
  forSignOnly?: boolean;
  signedBySpouse?: boolean;
  skipStartScreen?: boolean;
  isShortListedMaids?: boolean;
}

export const isWaSet = (ctx: WorkflowContext) => ctx.wa !== undefined && ctx.wa !== null && ctx.wa !== '' && ctx.wa !== '0';
