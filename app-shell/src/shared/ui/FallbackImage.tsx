import { useState, type ImgHTMLAttributes, type ReactNode } from "react";

/** An image that gives way to `fallback` (a placeholder, or nothing) when it fails to load. */
export function FallbackImage({ fallback = null, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (failedSrc !== undefined && failedSrc === props.src) return <>{fallback}</>;
  return <img {...props} alt={props.alt ?? ""} onError={() => setFailedSrc(props.src)} />;
}
