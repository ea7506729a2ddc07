#!/usr/bin/env python3
"""train_digit_net.py SAMPLES OUT [--epochs N] [--test NAME=FEATURES]...

Trains `nono scan`'s digit network at build time (CMakeLists.txt) on the digit samples
nono-scan-train drew (SAMPLES, its "NSD2" file), and writes OUT: SAMPLES followed by the
network's "NSN1" section, which src/scan/digit_net.cpp reads. PyTorch (Debian's python3-torch)
trains it; nothing is downloaded. The same seed, one order of samples and two threads make the
same network on every run of one machine.

The network reads the features the nearest-neighbour search reads (src/scan/glyph.hpp: a
16x16 square and the aspect ratio): three 3x3 convolutions (16, 32 and 64 channels, the first
two each followed by a 2x2 maximum), a dense layer of 64 and ten outputs. Beside the search it
reads fonts it was not drawn in better (docs/scan.md: measured on glyphs of the development
corpora cut where the truth has their numbers).

--test NAME=FEATURES (for measuring, not the build): after each epoch, the share of glyphs
read right in FEATURES (bench/scan_clues.cpp --features: float32 records of the true digit,
then the glyph's features).
"""
import argparse
import struct
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SIDE = 16
FEATURES = SIDE * SIDE + 6  # glyph.hpp's kFeatureSize (the aspect ratio 6 times)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 16, 3, padding=1)
        self.c2 = nn.Conv2d(16, 32, 3, padding=1)
        self.c3 = nn.Conv2d(32, 64, 3, padding=1)
        self.f1 = nn.Linear(64 * 4 * 4 + 1, 64)
        self.f2 = nn.Linear(64, 10)

    def forward(self, x):
        image = x[:, :SIDE * SIDE].view(-1, 1, SIDE, SIDE)
        aspect = x[:, SIDE * SIDE:SIDE * SIDE + 1]
        h = F.max_pool2d(F.relu(self.c1(image)), 2)
        h = F.max_pool2d(F.relu(self.c2(h)), 2)
        h = F.relu(self.c3(h))
        h = torch.cat([h.flatten(1), aspect], 1)
        return self.f2(F.relu(self.f1(h)))


def read_samples(path):
    data = open(path, 'rb').read()
    if data[:4] != b'NSD2':
        sys.exit(f'{path}: not nono-scan-train samples')
    count, size = struct.unpack_from('<ii', data, 4)
    if size != FEATURES:
        sys.exit(f'{path}: {size} features a sample, the network reads {FEATURES}')
    labels = np.frombuffer(data, np.uint8, count, 12).astype(np.int64)
    features = np.frombuffer(data, np.uint8, count * size, 12 + count).reshape(count, size).astype(np.float32) / 255
    return data, features, labels


def read_test(path):
    a = np.fromfile(path, np.float32)
    a = a[:len(a) // (FEATURES + 1) * (FEATURES + 1)].reshape(-1, FEATURES + 1)
    return torch.tensor(a[:, 1:]), torch.tensor(a[:, 0].astype(np.int64))


def accuracy(net, x, y):
    with torch.no_grad():
        read = torch.cat([net(x[i:i + 4096]).argmax(1) for i in range(0, len(x), 4096)])
    return float((read == y).float().mean()) * 100


def section(net):
    """The NSN1 section: each layer's kind (0 convolution + ReLU, 1 2x2 maximum, 2 dense + ReLU,
    3 the last dense layer, 4 flatten and append the aspect ratio), its inputs and outputs,
    then its weights laid out as digit_net.cpp multiplies them and its biases."""
    out = [b'NSN1']
    layers = []

    def conv(c):
        w = c.weight.detach()  # out, in, 3, 3 -> (row, column, in) x out
        layers.append((0, c.in_channels, c.out_channels,
                       w.permute(2, 3, 1, 0).reshape(9 * c.in_channels, c.out_channels), c.bias.detach()))

    def dense(kind, d, w=None):
        w = d.weight.detach() if w is None else w
        layers.append((kind, d.in_features, d.out_features, w.t(), d.bias.detach()))

    conv(net.c1)
    layers.append((1, 16, 16, None, None))
    conv(net.c2)
    layers.append((1, 32, 32, None, None))
    conv(net.c3)
    layers.append((4, 64, 64, None, None))
    # torch flattens channel by channel; digit_net.cpp position by position, channels together.
    w = net.f1.weight.detach()
    pixels = w[:, :64 * 16].view(64, 64, 4, 4).permute(0, 2, 3, 1).reshape(64, 64 * 16)
    dense(2, net.f1, torch.cat([pixels, w[:, 64 * 16:]], 1))
    dense(3, net.f2)
    out.append(struct.pack('<i', len(layers)))
    for kind, n_in, n_out, weights, bias in layers:
        out.append(struct.pack('<iii', kind, n_in, n_out))
        if weights is not None:
            out.append(weights.contiguous().numpy().astype('<f4').tobytes())
            out.append(bias.contiguous().numpy().astype('<f4').tobytes())
    return b''.join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('samples')
    parser.add_argument('out')
    parser.add_argument('--epochs', type=int, default=8)
    parser.add_argument('--test', action='append', default=[])
    args = parser.parse_args()
    torch.manual_seed(1)
    torch.set_num_threads(2)
    data, features, labels = read_samples(args.samples)
    tests = {t.split('=', 1)[0]: read_test(t.split('=', 1)[1]) for t in args.test}
    x, y = torch.tensor(features), torch.tensor(labels)
    net = Net()
    batch = 256
    steps = (len(x) + batch - 1) // batch
    optimiser = torch.optim.Adam(net.parameters(), 1e-3)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 3e-3, total_steps=args.epochs * steps)
    start = time.time()
    for epoch in range(args.epochs):
        order = torch.randperm(len(x))
        net.train()
        for i in range(0, len(x), batch):
            pick = order[i:i + batch]
            loss = F.cross_entropy(net(x[pick]), y[pick])
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        net.eval()
        if tests:
            shares = ' '.join(f'{k} {accuracy(net, *v):.2f}' for k, v in tests.items())
            print(f'epoch {epoch}: {time.time() - start:.0f} s, samples {accuracy(net, x, y):.2f}, {shares}', flush=True)
    with open(args.out, 'wb') as f:
        f.write(data)
        f.write(section(net))


if __name__ == '__main__':
    main()
