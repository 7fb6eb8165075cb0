import { Avatar, type AvatarProps, Image } from "@mantine/core";
import { generateInitialsLogo, initialsOf } from "../../shared/companies/companies.rules";

interface CompanyLogoProps extends Omit<AvatarProps, "src" | "alt" | "size"> {
  name: string;
  /** A data URL, an http(s) URL or an /api/… path; the initials show when it is missing or broken. */
  logo: string | null | undefined;
  size?: number;
  /**
   * The whole logo in a white frame, never cropped (Settings' large preview); otherwise a rounded
   * avatar that falls back to the initials on the brand colour (cards, tables, dashboards).
   */
  framed?: boolean;
}

/** A company's logo, the one of every screen; its initials stand in when there is none or it does not load. */
export function CompanyLogo({
  name,
  logo,
  size = 40,
  radius = "md",
  framed = false,
  ...rest
}: CompanyLogoProps) {
  if (framed)
    return (
      <Image
        src={logo || null}
        fallbackSrc={generateInitialsLogo(name.trim() || "?")}
        alt={`${name} logo`}
        w={size}
        h={size}
        radius={radius}
        fit="contain"
        bd="1px solid var(--mantine-color-gray-3)"
        bg="white"
      />
    );
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
