/** A loan originator's display information (platform spec §3 Loan originator display info), as the lead portal answers it. */
export interface LoanOriginatorDisplay {
  uuid: string;
  originatorName: string;
  brokerName: string | null;
  avatarUri: string | null;
  email: string;
  phoneNumber: string;
  nmls: string;
}
