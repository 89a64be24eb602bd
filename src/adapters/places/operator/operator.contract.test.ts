import { fakeOperatorSearch } from '../contract/fakeVendors';
import { placesContract } from '../contract/placesContract';
import { createOperatorPlaces } from './index';

describe("operator place search (contract, the API's answers from the same known places)", () => {
  for (const check of placesContract) it(check.name, () => check.run(createOperatorPlaces(fakeOperatorSearch)));
});
