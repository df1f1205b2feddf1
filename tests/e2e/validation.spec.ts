import { expect, test, type Page } from '@playwright/test';
import { answersFor, dobForAge } from './support/answers';
import { BRANDS, copyOf } from './support/brands';
import { expectFieldError, expectNoFieldError } from './support/errors';
import { stepTitle } from './support/flow';
import { seedAnswers, stepPath } from './support/seed';

// Bad input on each registration step shows the spec's words (registration §5, platform §5) letter for letter, as
// helper text under the field (aria-describedby) with aria-invalid on the input: on blur for a touched field, on every
// field after Continue, and focus moves to the first invalid input. Main brand `figure`, plus the brand-specific rows.

const MAIN = 'figure';
const minAgeOf = (id: string) => BRANDS.find((b) => b.id === id)?.minAge ?? 18;
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** Opens a step with every other step's answers seeded and this step's own answers empty. */
async function openStep(page: Page, stepId: string, brandId = MAIN, override: Record<string, unknown> = {}): Promise<void> {
  await seedAnswers(page, { ...answersFor(stepId, minAgeOf(brandId)), ...override });
  await page.goto(stepPath(stepId, brandId));
  await expect(page.getByRole('heading', { level: 1, name: stepTitle(brandId, stepId) })).toBeVisible();
}

test.describe('property address', () => {
  test('Continue with nothing: street and occupancy messages, focus on the street', async ({ page }) => {
    await openStep(page, 'property-address');
    const street = page.getByRole('combobox', { name: /Street address/ });
    const occupancy = page.getByRole('combobox', { name: /How do you use this property/ });
    await continueButton(page).click();
    await expectFieldError(street, 'Street address is required');
    await expectFieldError(occupancy, 'Please select an occupancy type');
    await expect(street).toBeFocused();
    await expect(page).toHaveURL(/\/register-v2\?org=figure$/);
  });

  test('errors show at once: the labels take the error colour, the notch opens and Continue changes colour without a transition', async ({ page }) => {
    await openStep(page, 'property-address');
    await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-at');
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { started: string[] }).started = started;
      addEventListener('transitionrun', (e) => started.push(`${(e.target as Element).tagName} ${e.propertyName}`), { capture: true });
    });
    await continueButton(page).click();
    await expectFieldError(page.getByRole('combobox', { name: /Street address/ }), 'Street address is required');
    // The street field, focused ahead of its error's classes, moves its label and opens its notch at once too: no
    // transition starts (MUI's label colour, move and width and the notch's width, cancelled by the errors a frame
    // later), and the step's wrapper gives up the attribute that holds them once the errors are painted.
    await expect(page.getByRole('combobox', { name: /Street address/ })).toBeFocused();
    await expect(page.locator('[data-showing-errors]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual([]);
    const transitions = await page.evaluate(() => [
      ...[...document.querySelectorAll('main label.Mui-error')].map((el) => getComputedStyle(el).transitionProperty),
      ...[...document.querySelectorAll('main .MuiOutlinedInput-root.Mui-error > fieldset > legend')].map((el) => getComputedStyle(el).transitionProperty),
    ]);
    // Two labels (street, occupancy) and two outlines; MUI's own would be "color, transform, max-width" and "max-width".
    expect(transitions).toEqual(['none', 'none', 'none', 'none']);
    // Nor does Continue fade from its hover colour when the errors push it from under the pointer (MUI: 250 ms).
    expect(await continueButton(page).evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none');
  });

  test('search mode: a one-word street → Please enter a valid property address', async ({ page }) => {
    await openStep(page, 'property-address');
    const street = page.getByRole('combobox', { name: /Street address/ });
    await street.fill('Main');
    await street.blur();
    await expectFieldError(street, 'Please enter a valid property address');
  });

  test('manual address: city, state, zip and street messages', async ({ page }) => {
    await openStep(page, 'property-address');
    await page.getByRole('button', { name: 'Address not listed' }).click();
    const street = page.getByRole('textbox', { name: 'Street address' });
    const city = page.getByRole('textbox', { name: 'City' });
    const state = page.getByRole('textbox', { name: 'State' });
    const zip = page.getByRole('textbox', { name: 'ZIP code' });
    await expect(street).toBeFocused();

    await street.fill('Main');
    await city.fill('Denver1');
    await state.fill('C');
    await zip.fill('123');
    await zip.blur();
    await expectFieldError(street, 'Please enter a valid property address');
    await expectFieldError(city, 'Please enter a valid city name');
    await expectFieldError(state, 'State must be two characters in length');
    await expectFieldError(zip, 'Please enter a valid zipcode');

    await continueButton(page).click();
    await expect(street).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Property address' })).toBeVisible();
  });
});

test('manual address: a typed state name becomes its code, the zipcode must lie in the state, real city names pass', async ({ page }) => {
  await openStep(page, 'property-address');
  await page.getByRole('button', { name: 'Address not listed' }).click();
  const city = page.getByRole('textbox', { name: 'City' });
  const state = page.getByRole('textbox', { name: 'State' });
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await page.getByRole('textbox', { name: 'Street address' }).fill('100 North First Avenue');
  for (const name of ["Coeur d'Alene", 'Winston-Salem', 'St. Louis']) {
    await city.fill(name);
    await city.blur();
    await expectNoFieldError(city);
  }
  await city.fill('Phoenix');
  await state.pressSequentially('Arkansas');
  await expect(state).toHaveValue('AR');
  await zip.fill('85004');
  await zip.blur();
  await expectFieldError(zip, 'This zipcode is not in Arkansas. Please check the zipcode and the state');
  await state.fill('');
  await state.pressSequentially('Arizona');
  await expect(state).toHaveValue('AZ');
  await state.blur();
  await expectNoFieldError(zip);
});

test('for sale: nothing chosen → Required', async ({ page }) => {
  await openStep(page, 'for-sale');
  await continueButton(page).click();
  const yes = page.getByRole('radio', { name: 'Yes' });
  await expectFieldError(yes, 'Required');
  await expectFieldError(page.getByRole('radio', { name: 'No' }), 'Required');
  await expect(yes).toBeFocused();
});

// The for-sale question is the brand's words: figure and fairway ask about a listing now, three brands also ask
// about the next 6 months (registration §5).
for (const brand of BRANDS) {
  test(`for sale: the question in ${brand.id}`, async ({ page }) => {
    const question = copyOf(brand.id, 'field.isListedForSale.label');
    const sixMonths = ['homepoint', 'ccmequityexpress', 'figure-62'].includes(brand.id);
    expect(question).toBe(sixMonths
      ? 'Is your property currently listed for sale or will it be listed within the next 6 months?'
      : 'Is your property currently listed for sale?');
    await openStep(page, 'for-sale', brand.id);
    await expect(page.getByRole('radiogroup', { name: question, exact: true })).toBeVisible();
  });
}

test.describe('annual income', () => {
  test('UNEMPLOYED is refused', async ({ page }) => {
    await openStep(page, 'annual-income');
    const employment = page.getByRole('combobox', { name: /Employment status/ });
    await employment.selectOption({ label: 'Unemployed / furloughed' });
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('50000');
    await page.getByRole('textbox', { name: 'Other annual income' }).fill('0');
    await continueButton(page).click();
    await expectFieldError(employment, "We apologize. At this time, we don't lend to unemployed borrowers.");
    await expect(employment).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Annual income' })).toBeVisible();
  });

  test('10,000,000 → Must be less than $10,000,000', async ({ page }) => {
    await openStep(page, 'annual-income');
    const income = page.getByRole('textbox', { name: 'Annual income', exact: true });
    await income.fill('10000000');
    await income.blur();
    await expect(income).toHaveValue('10,000,000');
    await expectFieldError(income, 'Must be less than $10,000,000');
  });
});

test.describe('legal name', () => {
  test('empty → first and last name messages, focus on the first name', async ({ page }) => {
    await openStep(page, 'legal-name');
    const first = page.getByRole('textbox', { name: 'First name' });
    const last = page.getByRole('textbox', { name: 'Last name' });
    await continueButton(page).click();
    await expectFieldError(first, 'Please enter the first name');
    await expectFieldError(last, 'Last name is required');
    await expect(first).toBeFocused();
  });

  test("'A' → too short; 'Al3x' → unsupported characters", async ({ page }) => {
    await openStep(page, 'legal-name');
    const first = page.getByRole('textbox', { name: 'First name' });
    const last = page.getByRole('textbox', { name: 'Last name' });
    await first.fill('A');
    await first.blur();
    await expectFieldError(first, 'First name must be at least 2 characters long');
    await first.fill('Al3x');
    await expectFieldError(first, 'Some of the characters entered are not supported.');
    // Focus goes to the first invalid input, here the first name, even after editing the last name.
    await last.fill('Rivera');
    await continueButton(page).click();
    await expect(first).toBeFocused();
  });

  test('a valid first name with an empty last name: focus goes to the last name', async ({ page }) => {
    await openStep(page, 'legal-name');
    await page.getByRole('textbox', { name: 'First name' }).fill('Alex');
    await continueButton(page).click();
    const last = page.getByRole('textbox', { name: 'Last name' });
    await expectFieldError(last, 'Last name is required');
    await expect(last).toBeFocused();
  });
});

test.describe('birth date', () => {
  async function typeDob(page: Page, dob: { month: number; day: number; year: number }) {
    await page.getByRole('textbox', { name: 'Month' }).fill(String(dob.month));
    await page.getByRole('textbox', { name: 'Day' }).fill(String(dob.day));
    await page.getByRole('textbox', { name: 'Year' }).fill(String(dob.year));
  }
  const month = (page: Page) => page.getByRole('textbox', { name: 'Month' });

  test('empty → Date of birth is required; 2/30/1990 → Invalid date', async ({ page }) => {
    await openStep(page, 'birthdate');
    await continueButton(page).click();
    await expectFieldError(month(page), 'Date of birth is required');
    await expect(month(page)).toBeFocused();
    await typeDob(page, { month: 2, day: 30, year: 1990 });
    await expectFieldError(month(page), 'Invalid date');
    await expectFieldError(page.getByRole('textbox', { name: 'Year' }), 'Invalid date');
  });

  test('17 years old → Must be at least 18 years old', async ({ page }) => {
    await openStep(page, 'birthdate');
    await typeDob(page, dobForAge(17));
    await continueButton(page).click();
    await expectFieldError(month(page), 'Must be at least 18 years old');
  });

  test('18 years old with an Alabama property → Must be at least 19 years old', async ({ page }) => {
    await openStep(page, 'birthdate', MAIN, {
      propertyAddress: { street1: '6412 Oxmoor Road', city: 'Birmingham', state: 'AL', zip: '35209', occupancyType: 'SECONDARY' },
    });
    await typeDob(page, dobForAge(18));
    await continueButton(page).click();
    await expectFieldError(month(page), 'Must be at least 19 years old');
  });

  test('figure-62: 61 years old → Must be 62 years or older to apply for a loan', async ({ page }) => {
    await openStep(page, 'birthdate', 'figure-62');
    await typeDob(page, dobForAge(61));
    await continueButton(page).click();
    await expectFieldError(month(page), 'Must be 62 years or older to apply for a loan');
  });
});

test.describe('phone and e-mail', () => {
  /**
   * The e-mail error's words, under the field, with the input aria-invalid.
   */
  async function expectEmailError(page: Page, message: string) {
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }

  test('the e-mail error is tied to the input (aria-describedby → helper text)', async ({ page }) => {
    await openStep(page, 'phone-and-email');
    await continueButton(page).click();
    await expectFieldError(page.getByRole('textbox', { name: 'E-mail address' }), 'Please enter your email');
  });

  test('empty → e-mail, phone and both required consents', async ({ page }) => {
    await openStep(page, 'phone-and-email');
    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    await expect(phone).toBeEditable();
    await continueButton(page).click();
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await expectEmailError(page, 'Please enter your email');
    await expectFieldError(phone, 'Please enter your mobile phone');
    await expectFieldError(page.getByRole('checkbox', { name: /Privacy Policy/ }), 'Required');
    await expectFieldError(page.getByRole('checkbox', { name: /Electronic Communications Policy/ }), 'Required');
    await expect(email).toBeFocused();
  });

  test("'bad@' → invalid e-mail; '1234567890' → country code; '303555' → invalid phone", async ({ page }) => {
    await openStep(page, 'phone-and-email');
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('bad@');
    await email.blur();
    await expectEmailError(page, 'Please enter a valid email address');

    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    await expect(phone).toBeEditable();
    await phone.pressSequentially('1234567890');
    await phone.blur();
    await expectFieldError(phone, 'Country code 1 is not needed');

    await phone.clear();
    await phone.pressSequentially('303555');
    await expect(phone).toHaveValue('(303) 555');
    await phone.blur();
    await expectFieldError(phone, 'Please enter a valid phone number');
  });
});

test.describe('set password', () => {
  test("'short' → Password is not strong enough; the meter lists the unmet rules", async ({ page }) => {
    await openStep(page, 'set-password');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('short');
    await password.blur();
    await expectFieldError(password, 'Password is not strong enough');

    const rules = page.locator('[id$="-rules"] li');
    const rule = (key: string) => rules.filter({ hasText: copyOf(MAIN, key) });
    await expect(rules).toHaveCount(5);
    for (const unmet of ['password.rule.length', 'password.rule.uppercase', 'password.rule.number', 'password.rule.special']) {
      await expect(rule(unmet)).toHaveAttribute('data-met', 'false');
    }
    await expect(rule('password.rule.lowercase')).toHaveAttribute('data-met', 'true');
    await expect(page.getByRole('meter')).toHaveAttribute('aria-valuetext', copyOf(MAIN, 'password.meter.0'));
  });

  test("different confirmation → Passwords don't match", async ({ page }) => {
    await openStep(page, 'set-password');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    await password.fill('Sunny-Meadow-42!');
    await confirm.fill('Sunny-Meadow-43!');
    await confirm.blur();
    await expectFieldError(confirm, "Passwords don't match");
    await password.focus();
    await continueButton(page).click();
    await expect(confirm).toBeFocused();
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[id$="-rules"] li[data-met="false"]')).toHaveCount(0);
  });
});

// One press of Continue is enough even when the blur it causes shows an error (the layout shift used to swallow it).
test('one click on Continue right after typing an invalid value submits the step', async ({ page }) => {
  await openStep(page, 'set-password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sunny-Meadow-42!');
  const confirm = page.getByRole('textbox', { name: 'Confirm password' });
  await confirm.fill('Sunny-Meadow-43!');
  await continueButton(page).click();
  await expect(confirm).toBeFocused();
});

test('each error message shows once', async ({ page }) => {
  await openStep(page, 'legal-name');
  await continueButton(page).click();
  await expect(page.getByText('Please enter the first name', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Last name is required', { exact: true })).toHaveCount(1);
});

// Focus moves in the same render that shows the errors: when the first field marked invalid appears, it already has
// focus (a second render for the focus, after the errors' frame, would hold the borrower's next key press back).
for (const [stepId, field] of [['property-address', 'root_propertyAddress_street1'], ['for-sale', 'root_isListedForSale-0'], ['birthdate', null], ['phone-and-email', null]] as const) {
  test(`${stepId}: the first invalid input has focus when the errors first show`, async ({ page }) => {
    await openStep(page, stepId);
    await page.evaluate(() => {
      const seen = document.createElement('meta');
      seen.id = 'focus-when-invalid';
      new MutationObserver((_, observer) => {
        const first = document.querySelector('main [aria-invalid="true"]');
        if (!first) return;
        observer.disconnect();
        seen.content = `${first.id}|${document.activeElement?.id ?? ''}|${first.contains(document.activeElement)}`;
        document.head.append(seen);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    });
    await continueButton(page).click();
    const [first, active, inside] = (await page.locator('#focus-when-invalid').getAttribute('content'))!.split('|');
    if (field) expect(first).toBe(field);
    expect(inside, `focus on ${active} when ${first} first showed as invalid`).toBe('true');
    await expect(page.locator(`[id="${first}"]`)).toBeFocused();
  });
}
