// The reference page of the bench: React + Chakra v3 with its default system and nothing else.
// Whatever the booking page costs beyond this is the app's own weight.
import { ChakraProvider, defaultSystem, Box, Heading, Text, Button } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <Box as="main" p="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl" mb="4">
        Book a transfer
      </Heading>
      <Text mb="6">A bare React and Chakra UI page: the reference the booking page is measured against.</Text>
      <Button colorPalette="blue">Get a quote</Button>
    </Box>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <App />
    </ChakraProvider>
  </StrictMode>,
);
