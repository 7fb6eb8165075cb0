import { Avatar, type AvatarProps } from "@mantine/core";
import { initialsOf } from "../../../../shared/companies/companies.rules";

interface CompanyLogoProps extends Omit<AvatarProps, "src" | "alt"> {
  name: string;
  /** A data URL, an http(s) URL or an /api/… path; the initials show when it is missing or broken. */
  logo: string | null | undefined;
}

/** A company's logo as an image, falling back to its initials on the brand colour. */
export function CompanyLogo({ name, logo, size = 40, radius = "md", ...rest }: CompanyLogoProps) {
  return (
    <Avatar
      src={logo || null}
      alt={`${name} logo`}
      size={size}
      radius={radius}
      color="teal"
      variant="filled"
      bd="1px solid var(--mantine-color-gray-2)"
      {...rest}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
