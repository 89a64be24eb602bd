import { createFakeMapAdapter } from './index';

it('records calls and the resulting state', () => {
  const fake = createFakeMapAdapter();
  const at = { lat: 51.5, lng: -0.1 };
  fake.setRoute('onward', [at, at]);
  fake.setRoute('return', []);
  fake.moveVehicle(at, { animate: false });
  fake.destroy();
  expect(fake.calls.map((call) => call.method)).toEqual(['setRoute', 'setRoute', 'moveVehicle', 'destroy']);
  expect(fake.state).toMatchObject({ routes: { onward: [at, at], return: null }, vehicle: at, destroyed: true });
});
