import type { Answers } from '../../../engine/core';
import type { ContactBody, HmdaBody, Lien, MailingAddress, ProfileBody } from '../../api/application-api';
import type { BorrowerProfile } from '../page-props';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** PUT liens' body from the `liens` answers (valid answers assumed): each lien's own fields only. Pure. */
export function toLiensBody(answers: Answers): { liens: Lien[]; confirmed: true } {
  const liens = (Array.isArray(answers.liens) ? answers.liens : []) as Partial<Lien>[];
  return {
    liens: liens.map((l) => ({
      ...(l.uuid ? { uuid: l.uuid } : {}),
      lenderName: String(l.lenderName ?? '').trim(), lienType: l.lienType ?? 'OTHER',
      balance: Number(l.balance ?? 0), monthlyPayment: Number(l.monthlyPayment ?? 0), isMine: l.isMine !== false,
    })),
    confirmed: true,
  };
}

/** PUT profile's body from the `ownership-and-ssn` answers. Pure. */
export function toProfileBody(answers: Answers): ProfileBody {
  return { ownership: answers.ownership as ProfileBody['ownership'], ssn: String(answers.ssn ?? ''), hardCreditConsent: true };
}

/** PUT contact's body from the `contact` answers: the mailing address only when it differs from the property's. Pure. */
export function toContactBody(answers: Answers): ContactBody {
  const same = answers.mailingAddressSameAsProperty === true;
  const body: ContactBody = {
    phoneNumber: String(answers.phoneNumber ?? ''),
    bestTimeToCall: answers.bestTimeToCall as ContactBody['bestTimeToCall'],
    mailingAddressSameAsProperty: same,
  };
  if (!same) {
    const a = (answers.mailingAddress ?? {}) as Record<string, unknown>;
    const address: MailingAddress = { street1: text(a.street1) ?? '', city: text(a.city) ?? '', state: text(a.state) ?? '', zip: text(a.zip) ?? '' };
    const street2 = text(a.street2);
    body.mailingAddress = street2 ? { ...address, street2 } : address;
  }
  return body;
}

/** PUT hmda's body from the `hmda` answers: the three lists, and each free text only when it has words. Pure. */
export function toHmdaBody(answers: Answers): HmdaBody {
  const body: HmdaBody = { ethnicity: list(answers.ethnicity), race: list(answers.race), sex: list(answers.sex) };
  for (const key of ['ethnicityOther', 'raceAmericanIndianTribe', 'raceOtherAsian', 'raceOtherPacificIslander'] as const) {
    const words = text(answers[key]);
    if (words) body[key] = words;
  }
  return body;
}

/** What start/profile starts with: the ownership already saved on the HOME address. Pure. */
export function profileInitialAnswers(profile: BorrowerProfile): Answers {
  const ownership = profile.addresses.find((a) => a.type === 'HOME')?.ownership;
  return ownership ? { ownership } : {};
}

/** What start/contact starts with: the profile's phone number in the input's "(XXX) XXX-XXXX" form. Pure. */
export function contactInitialAnswers(profile: BorrowerProfile): Answers {
  const digits = (profile.phoneNumbers[0]?.number ?? '').replace(/\D+/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? { phoneNumber: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` } : {};
}
