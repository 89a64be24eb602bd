import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noLiteralText } from '../../scripts/eslint/noLiteralText.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('house/no-literal-text', noLiteralText, {
  valid: [
    "const a = <Flex direction='column' gap='4' aria-label={t('common.header.mainNav')}>{t('common.menu.close')}</Flex>;",
    'const a = <Text>{config.company} · {phone}</Text>;',
    "dialogs.confirm({ title: t('common.signOut.title'), content: t('common.signOut.question') });",
    "const a = <Box title='common.menu.close' css={{ '--x': '0px' }} />;",
    "const a = <Text>{' · '}{42}</Text>;",
  ],
  invalid: [
    { code: 'const a = <Button>Sign out</Button>;', errors: 1 },
    { code: "const a = <IconButton aria-label='Open menu' />;", errors: 1 },
    { code: "const a = <Input placeholder={ready ? 'Type an address' : 'Loading…'} />;", errors: 2 },
    { code: "dialogs.confirm({ title: 'Please Confirm', content: `Do you want to sign out, ${name}?` });", errors: 2 },
    { code: "const a = <Text>{failed ? 'Could not load' : null}</Text>;", errors: 1 },
    { code: 'const a = <Text>مرحبا</Text>;', errors: 1 },
  ],
});
