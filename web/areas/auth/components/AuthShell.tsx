import { Box, Flex, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandMark } from "./BrandMark";
import { BrandPanel } from "./BrandPanel";

/**
 * The frame of the public account screens: brand panel beside the form card on a desktop,
 * a compact brand header above it on a phone.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Flex mih="100vh" direction={{ base: "column", md: "row" }} bg="gray.0">
      <BrandPanel />
      <Box flex={1} miw={0}>
        <Box
          hiddenFrom="md"
          px="md"
          py="sm"
          bg="teal.9"
          style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 }}
        >
          <BrandMark inverted />
          <Text fz="xs" c="teal.0" ta="right">
            Employer of record in India
          </Text>
        </Box>
        <Flex
          component="main"
          mih={{ base: "auto", md: "100vh" }}
          align="center"
          justify="center"
          px={{ base: "md", sm: "xl" }}
          py={{ base: "lg", sm: 48 }}
        >
          <Box w="100%" maw={480}>
            {children}
          </Box>
        </Flex>
      </Box>
    </Flex>
  );
}
