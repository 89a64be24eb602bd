export declare const noLiteralText: import('eslint').Rule.RuleModule;
