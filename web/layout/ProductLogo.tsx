import { Image } from "@mantine/core";

interface ProductLogoProps {
  companyName: string | null;
  size: number;
}

/** The fixed product mark; its alt text names the company the person works for (spec 01 §2). */
export function ProductLogo({ companyName, size }: ProductLogoProps) {
  return (
    <Image
      src="/favicon.svg"
      alt={`${companyName ?? "HR Platform"} logo`}
      w={size}
      h={size}
      radius="md"
      style={{ flexShrink: 0 }}
    />
  );
}
