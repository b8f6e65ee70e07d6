#!/usr/bin/env bash
# Makes the demo catalogue's placeholder clips ONCE; the outputs are committed and shared
# round-robin by the maids (see docs/decisions/2026-11-21-demo-catalogue.md).
#   seed/media/videos/clip-NN.mp4  H.264 (yuv420p, faststart), 360x640, 6 s, no audio
#   seed/media/posters/clip-NN.jpg the first frame, 360x640
# Usage: seed/make-media.sh   (needs ffmpeg with libx264 and drawtext)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
videos="$here/media/videos"
posters="$here/media/posters"
ffmpeg="${FFMPEG:-ffmpeg}"
font="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"

command -v "$ffmpeg" >/dev/null || { echo "ffmpeg not found (set FFMPEG)" >&2; exit 1; }
[ -f "$font" ] || { echo "font not found: $font (set FONT to a .ttf file)" >&2; exit 1; }
mkdir -p "$videos" "$posters"

# Distinct, calm background colours with enough contrast for white text.
colours=(0x1F5F8B 0x7A3E65 0x2E7D32 0xB5542B 0x4A4E9C 0x00796B 0x8D3B3B 0x5D4037)

for i in "${!colours[@]}"; do
  n=$((i + 1))
  nn=$(printf '%02d' "$n")
  video="$videos/clip-$nn.mp4"
  poster="$posters/clip-$nn.jpg"
  # A title, a line sliding across and a running clock, so that playback is visibly moving.
  filter="drawtext=fontfile=$font:text='Demo maid video $n':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=h/2-60"
  filter+=",drawtext=fontfile=$font:text='Sunrise Maids':fontcolor=white@0.8:fontsize=22:x=w-mod(t*70\,w+text_w):y=h/2+10"
  filter+=",drawtext=fontfile=$font:text='%{pts\:hms}':fontcolor=white@0.9:fontsize=20:x=(w-text_w)/2:y=h-80"
  "$ffmpeg" -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colours[$i]}:s=360x640:r=24:d=6" \
    -vf "$filter" \
    -c:v libx264 -preset slow -profile:v main -pix_fmt yuv420p -crf "${CRF:-30}" -g 48 \
    -movflags +faststart -an "$video"
  "$ffmpeg" -hide_banner -loglevel error -y -i "$video" -frames:v 1 -q:v 6 "$poster"
  echo "clip-$nn: $(stat -c %s "$video") bytes video, $(stat -c %s "$poster") bytes poster"
done
echo "total: $(du -cb "$videos"/*.mp4 "$posters"/*.jpg | tail -1 | cut -f1) bytes"
