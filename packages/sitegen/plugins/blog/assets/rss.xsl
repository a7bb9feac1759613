<?xml version="1.0" encoding="UTF-8"?>
<!-- Shows the blog's RSS feed as a page in a browser (the feedOptions.xslt option). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/rss/channel">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="title"/> · RSS feed</title>
        <link rel="stylesheet" href="rss.css"/>
      </head>
      <body>
        <main>
          <p class="note">This is an RSS feed: copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="title"/></h1>
          <p><xsl:value-of select="description"/></p>
          <p><a href="{link}">Visit the blog</a></p>
          <h2>Posts</h2>
          <xsl:for-each select="item">
            <article>
              <h3><a href="{link}"><xsl:value-of select="title"/></a></h3>
              <p class="date"><xsl:value-of select="pubDate"/></p>
              <p><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
