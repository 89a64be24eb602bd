// 5b. The first-visit rule's other pages on the same phone profile (issue 27): the booking page hydrated with no
// input at all, the payment form ready on a payment link opened from a mail, and My Bookings' first row for a
// customer signed in earlier (their session kept, the page's code not cached).

/** An unpaid card booking for tomorrow (a declined card leaves it unpaid), for a payment link: its booking code. */
export async function unpaidBookingCode(baseUrl) {
  const post = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  const pick = {
    address: "King's Cross Station, London",
    postcode: 'N1 9AL',
    lat: 51.5308,
    lng: -0.1238,
    category: 'Station',
  };
  const drop = {
    address: 'Heathrow Airport Terminal 5',
    postcode: 'TW6 2GA',
    lat: 51.4723,
    lng: -0.488,
    category: 'Air',
  };
  const bookingdate = new Date(Date.now() + 24 * 3600_000).toISOString();
  const places = {
    pickpostcode: pick.postcode,
    picklat: pick.lat,
    picklng: pick.lng,
    pickcategory: pick.category,
    droppostcode: drop.postcode,
    dofflat: drop.lat,
    dofflng: drop.lng,
    doffcategory: drop.category,
  };
  const quote = await post('/api/quotation', {
    rtntype: '',
    source: 8,
    recalcroute: true,
    recalcnearestdriver: true,
    viaaddresses: [],
    currencyCode: 'GBP',
    paymentmethod: 'card',
    pick: pick.address,
    doff: drop.address,
    bookingdate,
    vehtypeid: 1,
    ...places,
  });
  const declined = await post('/sandbox-gateway/tokenize', {
    cardnumber: '4000000000000002',
    expirymonth: 12,
    expiryyear: new Date().getFullYear() + 2,
    cvc: '123',
    name: 'Pat Bench',
    postcode: 'N1C 4AG',
  });
  const booked = await post('/api/createbookingTest', {
    note: '',
    rtntype: '',
    source: 8,
    vehtype: 'Saloon',
    vehtypeid: 1,
    viaaddresses: [],
    paymentmethod: 'card',
    currencycode: quote.currencycode,
    bookingdate,
    isasap: false,
    fare: quote.fare,
    totalfare: quote.totalfare,
    gbpfare: quote.gbpfare,
    gbptotalfare: quote.gbptotalfare,
    returnfare: quote.returnfare,
    passengers: 1,
    luggages: 1,
    pickupaddress: pick.address,
    dropoffaddress: drop.address,
    ...places,
    traveltime: quote.traveltime,
    routedistance: quote.routedistance,
    passengername: 'Pat Bench',
    passengeremail: 'pat.bench@example.com',
    passengerphone: '2079460123',
    passengerdialingcode: '+44',
    custdialingcode: '+44',
    quoteid: quote.quoteid,
    requestid: `bench-${Date.now()}-${Math.random()}`,
    nonce: declined.nonce,
  });
  if (booked.Code !== 1 || !booked.BookingCode) throw new Error(`bench booking failed: ${JSON.stringify(booked)}`);
  return String(booked.BookingCode);
}

/** ms from navigation until React has taken over `selector` (its props attached), with no input. */
export async function hydratedWithoutInput(page, url, selector) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element && Object.keys(element).some((key) => key.startsWith('__reactProps')) ? performance.now() : null;
    },
    selector,
    { timeout: 60_000, polling: 50 },
  );
  return handle.jsonValue();
}

/** ms from navigation until `locator` shows. */
export async function shownAfterNavigation(page, url, locatorFor) {
  await page.goto(url, { waitUntil: 'commit' });
  await locatorFor(page).waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

/** Signs the demo customer in (remembered) in `context` (session cookie and the profile the app keeps). */
export async function signInDemoCustomer(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/profile.html`);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('amelia@example.com');
  await form.getByLabel(/^Password/).fill('Demo1234');
  // Remembered: the profile then lives in local storage, which the saved state carries to the measured contexts.
  await form.getByText('Remember me').click();
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await page.getByRole('button', { name: 'Account menu for Amelia' }).waitFor({ timeout: 30_000 });
  await page.close();
  return context.storageState();
}
