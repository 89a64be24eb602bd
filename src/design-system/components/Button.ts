/**
 * Buttons are Chakra's own: the theme makes `colorPalette="brand"` the default, so a plain <Button> is the
 * brand's solid button. Use variant="outline" for secondary actions and colorPalette="accent" sparingly.
 */
export { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
