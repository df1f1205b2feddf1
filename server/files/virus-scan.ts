/** The verdict of a virus scan. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

/** Scans an upload's bytes before they are stored. A real one (ClamAV, a cloud scanner) replaces the sandbox's through AppOptions.virusScanner. */
export interface VirusScanner {
  scan(bytes: Uint8Array): Promise<ScanResult>;
}

/**
 * The 68-byte EICAR anti-virus test string (eicar.org), which every scanner reports as a virus and which is harmless.
 * Written in two halves so this source file is not itself reported by a scanner that looks at it.
 */
export const EICAR_TEST_STRING = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** The signature the sandbox scanner names when it finds the EICAR test string. */
export const EICAR_SIGNATURE = 'EICAR-Test-File';

const EICAR_BYTES = Buffer.from(EICAR_TEST_STRING, 'latin1');

/**
 * The sandbox's scanner: reports the EICAR test string anywhere in the bytes as infected and everything else as
 * clean, so QA and the tests can exercise the refusal without real malware. Pure.
 */
export function sandboxVirusScanner(): VirusScanner {
  return {
    async scan(bytes) {
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(EICAR_BYTES)
        ? { clean: false, signature: EICAR_SIGNATURE }
        : { clean: true };
    },
  };
}
