import { deflateRawSync } from 'node:zlib';

/** A ZIP with the given entry names (stored, empty): local headers, then the central directory. */
export function zipWith(names: readonly string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(Buffer.byteLength(name), 26);
    const localRecord = Buffer.concat([local, Buffer.from(name)]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(Buffer.byteLength(name), 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, Buffer.from(name)]));
    locals.push(localRecord);
    offset += localRecord.length;
  }
  return zipOf(locals, centrals, offset);
}

/** A ZIP whose entries are deflated, with true sizes in its headers (for zip bombs and real-looking .docx files). */
export function deflatedZip(entries: readonly { name: string; content: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const packed = deflateRawSync(content, { level: 9 });
    const header = (size: number, signature: number) => {
      const record = Buffer.alloc(size);
      record.writeUInt32LE(signature, 0);
      return record;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(Buffer.byteLength(name), 26);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(Buffer.byteLength(name), 28);
    central.writeUInt32LE(offset, 42);
    const localRecord = Buffer.concat([local, Buffer.from(name), packed]);
    locals.push(localRecord);
    centrals.push(Buffer.concat([central, Buffer.from(name)]));
    offset += localRecord.length;
  }
  return zipOf(locals, centrals, offset);
}

/** Local records, then the central directory and its end record. */
function zipOf(locals: Buffer[], centrals: Buffer[], offset: number): Buffer {
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
