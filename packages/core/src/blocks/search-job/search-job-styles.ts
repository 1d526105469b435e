/** The job search block's CSS under the board root `r`. */
export const searchJobStyles = (r: string): string => `
${r} .jb-search-job {
  display: flex;
  align-items: center;
  padding: 48px 16px;
  background-color: var(--jb-background-muted, #f3f4f6);
  background-position: center;
  background-repeat: no-repeat;
}
${r} .jb-search-job--large {
  min-height: 100vh;
}
${r} .jb-search-job--medium {
  min-height: 480px;
}
${r} .jb-search-job--small {
  padding: 16px;
}
${r} .jb-search-job__inner {
  width: 100%;
  max-width: var(--jb-max-width, 1200px);
  margin-inline: auto;
}
${r} .jb-search-job__header {
  display: inline-block;
  margin-bottom: 24px;
  padding: 8px 16px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
}
${r} .jb-search-job__subheader {
  margin: 0;
  font-size: 18px;
}
${r} .jb-search-job__form {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 8px;
  border-radius: var(--jb-radius, 4px);
  background: var(--jb-background, #ffffff);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12);
}
${r} .jb-search-job__field {
  flex: 1 1 280px;
  min-width: 0;
}
${r} .jb-search-job__range {
  flex: 0 0 120px;
}
${r} .jb-search-job__range .jb-select {
  height: 100%;
}
@media (max-width: 767.98px) {
  ${r} .jb-search-job__range {
    flex: 1 1 120px;
  }
}
/* From tablets on, one row: at 280px each, the fields and the radius left the search button
   alone on a second row up to about 900px. */
@media (min-width: 768px) {
  ${r} .jb-search-job__field {
    flex-basis: 200px;
  }
}
`;
